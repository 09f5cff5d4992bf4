import Alert from 'react-bootstrap/Alert';

/** PRODUCT §8: what the shop shows when the cart cannot be loaded. */
export const loadErrorMessage =
  'An error has occurred! Please come back later or contact us about the problem!';

export function LoadError() {
  return (
    <Alert variant="danger" role="alert">
      {loadErrorMessage}
    </Alert>
  );
}
