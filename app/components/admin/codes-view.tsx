import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import BsForm from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Form } from 'react-router';
import { centsAsDollars, formatUsd } from '../../money/money';
import type { CodeListing } from '../../shop/discount-codes-admin.server';
import { ResettingForm } from '../resetting-form';
import '../../styles/bootstrap/tables.scss';

interface GalleryChoice {
  id: string;
  title: string;
}

function amountOff(code: CodeListing): string {
  return code.kind === 'percent' ? `${code.value}% off` : `${formatUsd(code.value)} off`;
}

/** One labelled input in a third of the row: the form's fields differ only in these. */
function CodeField({
  id,
  label,
  ...control
}: { id: string; label: string } & ComponentProps<typeof BsForm.Control>) {
  return (
    <Col sm={4}>
      <BsForm.Group controlId={id}>
        <BsForm.Label>{label}</BsForm.Label>
        <BsForm.Control {...control} />
      </BsForm.Group>
    </Col>
  );
}

/** A code's fields: a new one (no `code`) or an existing one, saved by the same intent. */
function CodeForm({ code, galleries }: { code?: CodeListing; galleries: GalleryChoice[] }) {
  const key = code ? String(code.id) : 'new';
  const SaveForm = code ? Form : ResettingForm;
  const field = (name: string) => `code-${name}-${key}`;
  return (
    <SaveForm method="post">
      <input type="hidden" name="intent" value="save-discount-code" />
      {code ? <input type="hidden" name="codeId" value={code.id} /> : null}
      <Row className="g-2">
        <CodeField
          id={field('code')}
          label="Code"
          name="code"
          defaultValue={code?.code}
          required
          maxLength={20}
        />
        <Col sm={4}>
          <BsForm.Group controlId={field('kind')}>
            <BsForm.Label>Kind</BsForm.Label>
            <BsForm.Select name="kind" defaultValue={code?.kind ?? 'percent'}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off ($)</option>
            </BsForm.Select>
          </BsForm.Group>
        </Col>
        <CodeField
          id={field('value')}
          label="How much off"
          name="value"
          defaultValue={
            code ? (code.kind === 'percent' ? String(code.value) : centsAsDollars(code.value)) : ''
          }
          required
        />
        <CodeField
          id={field('min')}
          label="Minimum order ($)"
          name="minOrder"
          defaultValue={code ? centsAsDollars(code.minOrderCents) : ''}
        />
        <CodeField
          id={field('starts')}
          label="First day"
          type="date"
          name="startsOn"
          defaultValue={code?.startsOn ?? ''}
        />
        <CodeField
          id={field('ends')}
          label="Last day"
          type="date"
          name="endsOn"
          defaultValue={code?.endsOn ?? ''}
        />
        <CodeField
          id={field('uses')}
          label="Total uses"
          name="totalUses"
          inputMode="numeric"
          defaultValue={code?.totalUses ?? ''}
        />
        <Col sm={4}>
          <BsForm.Group controlId={field('gallery')}>
            <BsForm.Label>Galleries</BsForm.Label>
            <BsForm.Select name="galleryId" defaultValue={code?.galleryId ?? ''}>
              <option value="">All galleries</option>
              {galleries.map((gallery) => (
                <option key={gallery.id} value={gallery.id}>
                  {gallery.title}
                </option>
              ))}
            </BsForm.Select>
          </BsForm.Group>
        </Col>
        <Col sm={4} className="d-flex align-items-end">
          <BsForm.Check
            id={field('once')}
            name="oncePerClient"
            label="Once per client"
            defaultChecked={code?.oncePerClient ?? false}
          />
        </Col>
      </Row>
      <Button type="submit" className="mt-2">
        {code ? 'Save code' : 'Add code'}
      </Button>
    </SaveForm>
  );
}

/** Admin Home's Show Codes (PRODUCT §21): each code with its uses, added, changed and ended here. */
export function CodesView({ codes, galleries }: { codes: CodeListing[]; galleries: GalleryChoice[] }) {
  return (
    <section aria-labelledby="codes-heading">
      <h2 id="codes-heading" className="h3">
        Discount codes
      </h2>
      {codes.length === 0 ? (
        <p>No codes yet.</p>
      ) : (
        <Table responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Off</th>
              <th scope="col">Dates</th>
              <th scope="col">Uses</th>
              <th scope="col">For</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.id}>
                <th scope="row">{code.code}</th>
                <td>
                  {amountOff(code)}
                  {code.minOrderCents > 0 ? `, orders of ${formatUsd(code.minOrderCents)} or more` : ''}
                </td>
                <td>
                  {code.startsOn ?? 'no first day'} to {code.endsOn ?? 'no end'}
                </td>
                <td>
                  {code.uses}
                  {code.totalUses === null ? '' : ` of ${code.totalUses}`}
                  {code.oncePerClient ? ', once per client' : ''}
                </td>
                <td>{code.galleryTitle ?? 'All galleries'}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-discount-code" />
                    <input type="hidden" name="codeId" value={code.id} />
                    <Button type="submit" variant="outline-danger" size="sm" aria-label={`End ${code.code}`}>
                      End
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {codes.map((code) => (
        <details key={code.id} className="mb-3">
          <summary>Edit {code.code}</summary>
          <CodeForm code={code} galleries={galleries} />
        </details>
      ))}
      <Card className="mt-3">
        <Card.Body>
          <Card.Title as="h3" className="h5">
            New code
          </Card.Title>
          <CodeForm galleries={galleries} />
        </Card.Body>
      </Card>
    </section>
  );
}
