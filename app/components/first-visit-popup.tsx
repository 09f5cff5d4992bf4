import { useEffect, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';

/** The local-storage flag SPEC §1 names; a display preference, not a credential (DECISIONS §1). */
export const popupShownKey = 'popupShown';

/** SPEC §1: on a first visit, say the business is fake and ask for no personal information. */
export function FirstVisitPopup() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    // Decided after hydration: the server cannot see local storage.
    setShow(window.localStorage.getItem(popupShownKey) === null);
  }, []);

  const acknowledge = () => {
    window.localStorage.setItem(popupShownKey, 'true');
    setShow(false);
  };

  return (
    <Modal show={show} onHide={acknowledge} centered aria-labelledby="first-visit-title">
      <Modal.Header>
        <Modal.Title id="first-visit-title">Welcome! Please note</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          This website belongs to a fake business made as a portfolio project. Nothing here can be booked,
          bought or delivered.
        </p>
        <p className="mb-0 fw-semibold">Please do not enter any personal information on this site.</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={acknowledge}>I understand</Button>
      </Modal.Footer>
    </Modal>
  );
}
