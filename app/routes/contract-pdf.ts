import { getOptionalUser } from '../accounts/guards.server';
import { contractPdf, contractPdfName } from '../contracts/contract-pdf.server';
import { contractForReader, signedCopyOf } from '../contracts/contracts.server';
import { notFound } from '../http/not-found';
import { idParam } from '../validation/id-param';
import type { Route } from './+types/contract-pdf';

/**
 * The signed contract's PDF (PRODUCT §17), for the booking's owner and the admins; everyone else,
 * and a contract not signed yet, gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.contractId);
  const access = await contractForReader(await getOptionalUser(request), id);
  const copy = access ? await signedCopyOf(access.contract) : undefined;
  if (!copy) throw notFound();
  const pdf = await contractPdf(copy);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${contractPdfName(id)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
