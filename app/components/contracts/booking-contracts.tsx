import { Form as BsForm, Button, Card, Table } from 'react-bootstrap';
import { Form, href, Link, useNavigation } from 'react-router';
import '../../styles/bootstrap/tables.scss';

export interface BookingContractRow {
  id: number;
  title: string;
  sentOn: string;
  /** "Signed on {date} by {name}", or null while it waits for the client. */
  signed: string | null;
}

/** Booking Info's Contracts (PRODUCT §17): the booking's contracts and their state, and Send contract. */
export function BookingContracts({
  contracts,
  templates,
}: {
  contracts: BookingContractRow[];
  templates: { id: number; name: string }[];
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        Contracts
      </Card.Header>
      <Card.Body>
        {contracts.length === 0 ? (
          <p>No contract sent yet.</p>
        ) : (
          <Table size="sm" responsive>
            <thead>
              <tr>
                <th scope="col">Contract</th>
                <th scope="col">Sent</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <td>
                    <Link to={href('/contracts/:contractId', { contractId: String(contract.id) })}>
                      {contract.title}
                    </Link>
                  </td>
                  <td>{contract.sentOn}</td>
                  <td>{contract.signed ?? 'Waiting for the signature'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {templates.length === 0 ? (
          <p className="mb-0">Write a contract template in Admin Home → Show Contracts to send one.</p>
        ) : (
          <Form method="post" className="row g-2 align-items-end">
            <input type="hidden" name="intent" value="send-contract" />
            <div className="col-auto">
              <BsForm.Label htmlFor="send-contract-template">Template</BsForm.Label>
              <BsForm.Select id="send-contract-template" name="templateId" required>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </BsForm.Select>
            </div>
            <div className="col-auto">
              <Button type="submit" disabled={busy}>
                Send contract
              </Button>
            </div>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
