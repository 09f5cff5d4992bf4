import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsForm from 'react-bootstrap/Form';
import { Form } from 'react-router';
import {
  contractPlaceholders,
  type TemplateDraft,
  templateLimits,
} from '../../contracts/contract-templates.forms';
import { ResettingForm } from '../resetting-form';

export interface ContractTemplateRow {
  id: number;
  name: string;
  body: string;
}

/**
 * One template's fields: a new one (no id) or an existing one, saved by the same intent. A refused
 * save's `draft` fills the form it came from instead of the stored text. New template is empty
 * again once saved, so a second press cannot add the same template twice.
 */
function TemplateForm({ template, draft }: { template?: ContractTemplateRow; draft?: TemplateDraft }) {
  const key = template ? String(template.id) : 'new';
  const shown = draft && draft.templateId === (template ? String(template.id) : '') ? draft : template;
  const SaveForm = template ? Form : ResettingForm;
  return (
    <SaveForm method="post">
      <input type="hidden" name="intent" value="save-contract-template" />
      {template ? <input type="hidden" name="templateId" value={template.id} /> : null}
      <BsForm.Group className="mb-2" controlId={`template-name-${key}`}>
        <BsForm.Label>Name</BsForm.Label>
        <BsForm.Control name="name" defaultValue={shown?.name} maxLength={templateLimits.name} required />
      </BsForm.Group>
      <BsForm.Group className="mb-2" controlId={`template-body-${key}`}>
        <BsForm.Label>Body</BsForm.Label>
        <BsForm.Control
          as="textarea"
          name="body"
          rows={8}
          defaultValue={shown?.body}
          maxLength={templateLimits.body}
          required
        />
      </BsForm.Group>
      <Button type="submit">{template ? 'Save template' : 'Add template'}</Button>
    </SaveForm>
  );
}

/** Admin Home's Show Contracts (PRODUCT §17): the contract templates, written and changed here. */
export function ContractsView({
  templates,
  draft,
}: {
  templates: ContractTemplateRow[];
  draft?: TemplateDraft;
}) {
  return (
    <section aria-labelledby="contracts-heading">
      <h2 id="contracts-heading" className="h3">
        Contract templates
      </h2>
      <p>
        Placeholders: {contractPlaceholders.map((name) => `{{${name}}}`).join(', ')}. Paragraphs are separated
        by a blank line. A contract copies its text when it is sent: changing or deleting a template later
        leaves contracts already sent as they were.
      </p>
      {templates.length === 0 ? <p>No templates yet.</p> : null}
      {templates.map((template) => (
        <Card key={template.id} className="mb-3">
          <Card.Body>
            <h3 className="h5">{template.name}</h3>
            <TemplateForm template={template} draft={draft} />
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="delete-contract-template" />
              <input type="hidden" name="templateId" value={template.id} />
              <Button type="submit" variant="outline-danger" size="sm" aria-label={`Delete ${template.name}`}>
                Delete
              </Button>
            </Form>
          </Card.Body>
        </Card>
      ))}
      <Card>
        <Card.Body>
          <h3 className="h5">New template</h3>
          <TemplateForm draft={draft} />
        </Card.Body>
      </Card>
    </section>
  );
}
