import { Button, Modal } from 'react-bootstrap';

/** The first-visit notice itself; loaded lazily by FirstVisitPopup. */
export default function FirstVisitDialog({ onAcknowledge }: { onAcknowledge: () => void }) {
  return (
    <Modal show onHide={onAcknowledge} centered aria-labelledby="first-visit-title">
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
        <Button onClick={onAcknowledge}>I understand</Button>
      </Modal.Footer>
    </Modal>
  );
}
