/**
 * The one way the command line is read: node:util `parseArgs`, strict (an unknown option is an
 * error), with a refusal turned into the sentence the person at the terminal reads.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

/** `parseArgs` with file names allowed beside the options; a string when the arguments are refused. */
export function readArguments<const O extends ParseArgsOptionsConfig>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    return refusal(error);
  }
}

function refusal(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const option = /'(-[^'\s]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `Unknown option ${option}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) return `${option} needs a value.`;
  return message;
}
