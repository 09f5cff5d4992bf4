import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Form, href, Link, useNavigation } from 'react-router';
import type { ContractPreview } from '../../contracts/booking-contracts.server';
import { hrefWithQuery } from '../../http/typed-paths';
import '../../styles/bootstrap/tables.scss';
import { StatusBadge } from '../status-badge';

export interface BookingContractRow {
  id: number;
  title: string;
  sentOn: string;
  /** "Signed on {date} by {name}", or null while it waits for the client. */
  signed: string | null;
}

/**
 * Booking Info's Contracts (PRODUCT §17): the booking's contracts and their state, and Send
 * contract in two steps: choose a template and Preview contract (a GET, `?preview={templateId}`,
 * so it works without JavaScript), read the filled text, then Send contract, which posts the hash
 * of that text: the server sends it only if it is still the text shown.
 */
export function BookingContracts({
  bookingId,
  contracts,
  templates,
  preview,
}: {
  bookingId: number;
  contracts: BookingContractRow[];
  templates: { id: number; name: string }[];
  preview: ContractPreview | null;
}) {
  const busy = useNavigation().state !== 'idle';
  const shown = preview?.found ? preview : null;
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
                  <td>
                    {contract.signed ? (
                      <StatusBadge standing="done">{contract.signed}</StatusBadge>
                    ) : (
                      <StatusBadge standing="waiting">Waiting for the signature</StatusBadge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {templates.length === 0 ? (
          <p className="mb-0">
            <Link to={hrefWithQuery('/adminHome', { view: 'contracts' })}>
              Write a contract template in Admin Home → Show Contracts
            </Link>{' '}
            to send one.
          </p>
        ) : (
          // The chosen template is kept in the address, so the select shows it with its preview.
          <Form method="get" className="row g-2 align-items-end" key={shown?.templateId ?? 'none'}>
            <div className="col-auto">
              <BsForm.Label htmlFor="send-contract-template">Template</BsForm.Label>
              <BsForm.Select
                id="send-contract-template"
                name="preview"
                required
                defaultValue={shown ? String(shown.templateId) : undefined}
              >
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </BsForm.Select>
            </div>
            <div className="col-auto">
              <Button type="submit" variant={shown ? 'outline-primary' : 'primary'} disabled={busy}>
                Preview contract
              </Button>
            </div>
          </Form>
        )}
        {preview && !preview.found ? (
          <Alert variant="warning" className="mt-3 mb-0">
            {preview.message}
          </Alert>
        ) : null}
        {shown ? (
          <section className="border rounded p-3 mt-3" aria-labelledby="contract-preview-title">
            <h3 className="h6" id="contract-preview-title">
              Preview: {shown.title}
            </h3>
            <p className="text-body-secondary small">The client will be asked to sign exactly this text.</p>
            {shown.paragraphs.map((paragraph, index) => (
              // The previewed text is fixed for this render, so a paragraph's place is its key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed text
              <p key={index} style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </p>
            ))}
            {/* To the page without ?preview: once sent, the preview is gone and cannot be sent twice. */}
            <Form method="post" action={href('/BookingInfo/:id', { id: String(bookingId) })}>
              <input type="hidden" name="intent" value="send-contract" />
              <input type="hidden" name="templateId" value={shown.templateId} />
              <input type="hidden" name="textSha256" value={shown.textSha256} />
              <Button type="submit" disabled={busy}>
                Send contract
              </Button>
            </Form>
          </section>
        ) : null}
      </Card.Body>
    </Card>
  );
}
