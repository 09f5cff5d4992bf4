import type { Database } from '../app/db/client.server';
import { errorMessage } from '../app/logging/log-error';
import { openSeededDatabase } from '../app/startup/startup.server';

/** The database for a command-line script, or one clear line and exit 1 when it cannot be opened. */
export async function openDatabaseForScript(): Promise<Database> {
  try {
    return await openSeededDatabase();
  } catch (error) {
    console.error(
      `Could not open the database (${errorMessage(error)}).\n` +
        'With the embedded database, stop the running server first: only one process may open DATA_DIR.',
    );
    process.exit(1);
  }
}
