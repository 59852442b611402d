import type { ReceivedFile } from './form-body';

/**
 * The form service's file contract, as its documentation gives it: a file travels only in a
 * multipart body, as the one field "attachment", one file per submission, up to 5 MB (read here
 * as 5,000,000 bytes, the stricter reading); a paid-plan feature. Executables and scripts are
 * refused, as form services refuse them.
 */
export const FILE_FIELD = 'attachment';
export const MAX_FILE_BYTES = 5_000_000;
const DANGEROUS = /\.(exe|msi|bat|cmd|com|scr|pif|vbs|js|mjs|jar|ps1|sh|apk|dll|html?|svg|php)$/i;

/** Why the service refuses the files of a submission, with the status it answers, if it does. */
export function filesProblem(
  files: readonly ReceivedFile[],
  maxFileBytes = MAX_FILE_BYTES,
): { status: number; message: string } | undefined {
  if (files.length > 1) return { status: 400, message: 'Only one file can be attached.' };
  const [file] = files;
  if (!file) return undefined;
  if (file.field !== FILE_FIELD)
    return { status: 400, message: `Attach the file as "${FILE_FIELD}", not "${file.field}".` };
  if (file.size > maxFileBytes)
    return { status: 413, message: `The file is larger than ${maxFileBytes} bytes.` };
  if (DANGEROUS.test(file.name))
    return { status: 400, message: `Files of this type cannot be attached: ${file.name}.` };
  return undefined;
}
