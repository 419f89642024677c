import { BackupRefusedError } from './data-backup';

/**
 * Runs a command's `main` with the process's arguments and exits with its code. A refusal (a server running, data
 * in the way, a foreign archive) is one line; anything else is a failure with its stack.
 */
export function runCommand(verb: 'Backup' | 'Restore', main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        error instanceof BackupRefusedError
          ? `${verb} refused: ${error.message}\n`
          : `${verb} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
