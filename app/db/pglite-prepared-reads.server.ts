import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type DatabaseError = messages.DatabaseError;

/** How many statements the client keeps prepared; the least recently used is closed beyond it. */
export const preparedStatementsKept = 200;

/** PostgreSQL's codes for a kept statement that cannot run as prepared: prepare it again, once. */
const preparedAgainOn = new Set([
  '0A000', // cached plan must not change result type (a table's columns changed)
  '26000', // prepared statement does not exist
]);

const isRead = (text: string) => /^\s*select\s/i.test(text);

/**
 * Only a plain read takes the prepared way. A write goes PGlite's own way: a NOTIFY its trigger
 * sends reaches the client's listeners there (content-version.server.ts keeps its version by them),
 * and there are few writes. Options this module does not read (a blob, parameter types, other
 * parsers or serializers, a notice callback) go PGlite's way too.
 */
function takesPreparedWay(text: string, options: QueryOptions | undefined): boolean {
  if (!isRead(text)) return false;
  if (!options) return true;
  for (const [option, value] of Object.entries(options))
    if (option !== 'rowMode' && value !== undefined) return false;
  return true;
}

interface Statement {
  name: string;
  parameterTypes: number[];
}

function isDatabaseError(message: BackendMessage): message is DatabaseError {
  return message.name === 'error';
}

/**
 * Makes `client.query` run plain reads as named prepared statements, each sent in one exchange.
 * PGlite's own `query` hands PostgreSQL every query as new (planned each time) in six exchanges
 * (parse, describe, bind, describe, execute, sync), each a call into the WebAssembly and a parse
 * of its answer: a signed-in page's session lookup took 1.4 ms that way and 0.27 ms prepared
 * (docs/PERFORMANCE.md, "Measurements behind the code"). The rows, their types and the errors are
 * PGlite's own: its serializers, parsers and result shape, under its two locks. Transactions keep
 * PGlite's way (they hold its transaction lock; a read outside waits for them as before).
 */
export function prepareReads(client: PGlite, kept = preparedStatementsKept): PGlite {
  // Insertion order is use order: a statement used is moved to the end.
  const statements = new Map<string, Statement>();
  let named = 0;
  const query = client.query.bind(client);

  function exchange(...parts: Uint8Array[]): BackendMessage[] {
    const answer = client.execProtocolRawSync(Buffer.concat(parts));
    const received: BackendMessage[] = [];
    new protocol.Parser().parse(answer, (message) => received.push(message));
    return received;
  }

  function prepare(text: string): Statement {
    const name = `read_${++named}`;
    const closing: Uint8Array[] = [];
    while (statements.size >= kept) {
      const [oldest, statement] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      closing.push(protocol.serialize.close({ type: 'S', name: statement.name }));
    }
    const received = exchange(
      ...closing,
      protocol.serialize.parse({ name, text, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const error = received.find(isDatabaseError);
    if (error) throw error;
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(received),
    };
    statements.set(text, statement);
    return statement;
  }

  function run(statement: Statement, params: unknown[]): BackendMessage[] {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.parameterTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    return exchange(
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
  }

  function read<T>(text: string, params: unknown[], options: QueryOptions | undefined): Results<T> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
    }
    let received = run(known ?? prepare(text), params);
    let error = received.find(isDatabaseError);
    if (known && error?.code && preparedAgainOn.has(error.code)) {
      statements.delete(text);
      received = run(prepare(text), params);
      error = received.find(isDatabaseError);
    }
    if (error) throw error;
    // A read changes no file, so PGlite's sync of its files after a query has nothing to do.
    return parse.parseResults(received, client.parsers, options)[0] as Results<T>;
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!takesPreparedWay(text, options)) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return read<T>(text, params, options);
        } catch (error) {
          // As PGlite's own errors: the query beside PostgreSQL's fields.
          if (error instanceof Error && 'code' in error)
            Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  };
  return client;
}
