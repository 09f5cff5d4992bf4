import { parseWithZod } from '@conform-to/zod/v4';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import '../styles/contract-page.scss';
import { data, href, Link } from 'react-router';
import { requireSignedIn } from '../accounts/guards.server';
import { businessDate } from '../business-time/business-time.server';
import { SignContractForm } from '../components/contracts/sign-contract-form';
import { signMessages, signSchema } from '../contracts/contract-sign.forms';
import { contractParagraphs } from '../contracts/contract-templates.forms';
import { contractForReader, signContract } from '../contracts/contracts.server';
import { redirectWithFlash } from '../flash/flash.server';
import { notFound } from '../http/not-found';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/contract';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'Contract', 'Read and sign your contract.');

/** "This contract was signed on {date}; nothing was changed." for a second signing. */
export const alreadySignedMessage = (date: string) =>
  `This contract was signed on ${date}; nothing was changed.`;

/**
 * The booking's owner or an admin; anyone else signed in gets the 404 page (PRODUCT §17), a
 * visitor the "Please log in" page for any id a contract could have (decision 057).
 */
async function readable(request: Request, contractId: string | undefined) {
  const id = idParam(contractId);
  const user = await requireSignedIn(request);
  const access = await contractForReader(user, id);
  if (!access) throw notFound();
  return { ...access, user };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { contract, canSign } = await readable(request, params.contractId);
  return {
    id: contract.id,
    bookingId: contract.bookingId,
    title: contract.title,
    paragraphs: contractParagraphs(contract.text),
    sha256: contract.textSha256,
    signed: contract.signedAt ? { on: businessDate(contract.signedAt), by: contract.signerName ?? '' } : null,
    canSign,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { contract, canSign, user } = await readable(request, params.contractId);
  // An admin who is not the owner reads the contract; only the owner signs it.
  if (!canSign) throw notFound();
  const submission = parseWithZod(await readFormData(request), { schema: signSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const signed = await signContract(user, contract.id, submission.value, {
    ip: context.clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
  });
  if (!signed.ok && signed.reason === 'not-found') throw notFound();
  if (!signed.ok && signed.reason === 'signature-unreadable')
    return data(
      { result: submission.reply({ fieldErrors: { signature: [signMessages.signatureUnreadable] } }) },
      { status: 400 },
    );
  if (!signed.ok)
    return data(
      { result: submission.reply({ formErrors: [alreadySignedMessage(businessDate(signed.signedAt))] }) },
      { status: 409 },
    );
  const signedOn = signed.contract.signedAt ? businessDate(signed.contract.signedAt) : '';
  return redirectWithFlash(
    href('/contracts/:contractId', { contractId: String(contract.id) }),
    `Signed on ${signedOn}.`,
  );
}

export default function ContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, bookingId, title, paragraphs, sha256, signed, canSign } = loaderData;
  // Signed meanwhile in another tab or by another request: the form is gone, so its refusal shows here.
  const refusal = signed ? actionData?.result.error?.['']?.[0] : undefined;
  return (
    <Container className="py-4">
      {canSign ? (
        <p>
          <Link to={href('/sessions/:bookingId', { bookingId: String(bookingId) })}>
            ← Back to your session
          </Link>
        </p>
      ) : null}
      <article className="contract-page" aria-labelledby="contract-title">
        <h1 className="mb-4" id="contract-title">
          {title}
        </h1>
        <div className="contract-text">
          {paragraphs.map((paragraph, index) => (
            // The text never changes once sent, so a paragraph's place is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed text
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {/* The signature block: the signature once given, the form while it waits for the client. */}
        <section className="signature-block" aria-labelledby="signature-title">
          <h2 className="doc-label" id="signature-title">
            Signature
          </h2>
          {signed ? (
            <>
              {refusal ? <Alert variant="warning">{refusal}</Alert> : null}
              <p className="signature-name" aria-hidden="true">
                {signed.by}
              </p>
              <p className="signature-line">
                Signed on {signed.on} by {signed.by}.
              </p>
              <p className="mb-0">
                <a href={href('/contracts/:contractId/pdf', { contractId: String(id) })} download>
                  Download the signed contract (PDF)
                </a>
              </p>
            </>
          ) : canSign ? (
            <SignContractForm reply={actionData?.result} />
          ) : (
            <p className="signature-line mb-0">Not signed yet.</p>
          )}
        </section>
      </article>
      <p className="small text-body-secondary text-break">SHA-256 of this text: {sha256}</p>
    </Container>
  );
}
