/**
 * A price list's line split into what is sold and its price, at the last ": " before a dollar
 * amount ("Classic session (1 hour, 25 images): $450" → "Classic session (1 hour, 25 images)",
 * "$450"). A line without one stays whole.
 */
export function splitPrice(line: string): { item: string; price: string | null } {
  const match = /^(.*): ((?:from )?\$[\d,]+(?:\.\d{2})?(?:\s.*)?)$/.exec(line);
  return match?.[1] && match[2] ? { item: match[1], price: match[2] } : { item: line, price: null };
}

/** One line of a service's prices (PRODUCT §2 Services): the item, then its price in bold. */
export function PriceLine({ line }: { line: string }) {
  const { item, price } = splitPrice(line);
  if (!price) return <li>{line}</li>;
  return (
    <li>
      {/* The colon is heard, not seen: the price stands in a column of its own. */}
      <span>
        {item}
        <span className="visually-hidden">:</span>
      </span>{' '}
      <span className="price">{price}</span>
    </li>
  );
}
