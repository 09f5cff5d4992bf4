import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { href, useNavigate } from 'react-router';
import { popupShownKey } from '../first-visit-popup';
import '../../styles/bootstrap/modal.scss';

/** PRODUCT §2 Checkout: after a valid submit, say no real order or charge happens, then go to review. */
export function CheckoutNotice({ show }: { show: boolean }) {
  const navigate = useNavigate();
  const acknowledge = () => {
    window.localStorage.setItem(popupShownKey, 'true');
    navigate(href('/ReviewOrder'));
  };
  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="checkout-notice-title">
      <Modal.Header>
        <Modal.Title id="checkout-notice-title">This is not a real order</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          This shop belongs to a fake business made as a portfolio project. No real order will be placed, no
          card will be charged and nothing will be shipped.
        </p>
        <p className="mb-0">Next you can review your order before confirming it.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={acknowledge}>I understand!</Button>
      </Modal.Footer>
    </Modal>
  );
}
