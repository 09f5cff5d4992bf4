import { parseWithZod } from '@conform-to/zod/v4';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { data } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { ProductCard } from '../components/shop/product-card';
import { readFormData } from '../security/form-body.server';
import { pageMeta } from '../seo/page-meta';
import { addToCart, listProducts } from '../shop/cart.server';
import { addToCartSchema, productGoneMessage, tooManyMessage } from '../shop/shop.forms';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Products', 'Prints, canvases, albums, gift cards and session vouchers.');

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'clientOrAdmin');
  const products = await listProducts();
  return {
    products: products.map(({ id, name, description, priceCents }) => ({
      id,
      name,
      description,
      priceCents,
    })),
  };
}

/** Add to Cart: a product id and a quantity; the price is the server's, whatever else is posted. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'clientOrAdmin');
  const submission = parseWithZod(await readFormData(request), { schema: addToCartSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), added: false }, { status: 400 });
  const { productId, quantity } = submission.value;
  const change = await addToCart(user.id, productId, quantity);
  if (!change.ok) {
    const message = change.reason === 'too-many' ? tooManyMessage : productGoneMessage;
    return data(
      { result: submission.reply({ formErrors: [message] }), added: false },
      { status: change.reason === 'too-many' ? 409 : 404 },
    );
  }
  return { result: submission.reply(), added: true };
}

/** PRODUCT §2 Products: a card per product, each adding to the cart without leaving the page. */
export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-4">
      <h1 className="mb-4">Products</h1>
      <Row xs={1} sm={2} xl={3} className="g-4">
        {loaderData.products.map((product) => (
          <Col key={product.id}>
            <ProductCard product={product} />
          </Col>
        ))}
      </Row>
    </Container>
  );
}
