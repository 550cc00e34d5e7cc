/**
 * The command line: `npm run cli -- <command> [options]`. Each command lives in its own file under
 * src/cli/commands and is listed here, loaded only when asked for (the engine commands must not
 * open a database, the operator commands must not load the checks).
 */
import { enableCompileCache } from 'node:module';

// Each command line run is a fresh process: Node keeps the compiled modules (TypeScript stripped
// and compiled) in its on-disk cache, so only the first run after a change compiles them.
enableCompileCache();

interface CliCommand {
  summary: string;
  load: () => Promise<{ run: (args: string[]) => Promise<number> }>;
}

const commands: Record<string, CliCommand> = {
  // Each helper adds its commands here, one line each, sorted by name.
  'audit:verify': {
    summary: 'Verify the hash chain of the audit log (exit 1 on tampering)',
    load: () => import('./commands/audit-verify.ts'),
  },
  check: {
    summary: 'Run checks on a .docx against a format (--format F.json [--template T.docx] [--check ID]... [--json])',
    load: () => import('./commands/check.ts'),
  },
  inspect: {
    summary: 'Show what the document engine reads from a .docx (--json for JSON)',
    load: () => import('./commands/inspect.ts'),
  },
  retarget: {
    summary: 'Rules that differ between two formats and what must change (FILE --from A.json --to B.json [--json])',
    load: () => import('./commands/retarget.ts'),
  },
  token: {
    summary: 'Print a fresh API token for a user (last line of the output)',
    load: () => import('./commands/token.ts'),
  },
  'users:add': {
    summary: 'Add a user to a tenant (--email --name --tenant [--admin] [--password])',
    load: () => import('./commands/users-add.ts'),
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    if (name && name !== 'help' && name !== '--help') process.stderr.write(`Unknown command: ${name}\n\n`);
    process.stdout.write('Usage: npm run cli -- <command> [options]\n\nCommands:\n');
    for (const [key, value] of Object.entries(commands).sort(([a], [b]) => a.localeCompare(b))) {
      process.stdout.write(`  ${key.padEnd(14)} ${value.summary}\n`);
    }
    return name && name !== 'help' && name !== '--help' ? 2 : 0;
  }
  const module = await command.load();
  return module.run(args);
}

process.exitCode = await main(process.argv.slice(2));
