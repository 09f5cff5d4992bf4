/** Terms and their values, one line each (Booking Info, the questionnaire's answers). */
export function DetailList({ rows }: { rows: [term: string, value: string][] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([term, value]) => (
        <div key={term} className="col-12 row">
          <dt className="col-sm-4">{term}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
