/** Unicode spaces and invisible format characters a pasted address may carry at either end (NBSP, thin space, BOM, …). */
const EDGE_SPACE = /^[\s\u180E\u200B-\u200D\u2060\uFEFF]+|[\s\u180E\u200B-\u200D\u2060\uFEFF]+$/gu;

/**
 * The form an address is stored, rate-limited and compared in: Unicode spaces trimmed from both ends and the domain
 * lower-cased (the local part keeps its case, as mail servers may treat it so; comparisons ignore case anyway).
 */
export const normaliseEmail = (raw: string): string => {
  const trimmed = raw.normalize('NFC').replace(EDGE_SPACE, '');
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
};
