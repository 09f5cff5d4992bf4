import type { OrderStepView } from '../../shop/order-status';

/** The steps an order has reached, oldest first, each with its date (and tracking or reason). */
export function OrderSteps({ steps }: { steps: readonly OrderStepView[] }) {
  return (
    <section aria-labelledby="order-steps-heading" className="mb-4">
      <h2 id="order-steps-heading" className="h4">
        Status
      </h2>
      <ol className="mb-0">
        {steps.map((step) => (
          <li key={`${step.label}-${step.on}`}>
            <strong>{step.label}</strong>, {step.on}
            {step.detail ? `: ${step.detail}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
