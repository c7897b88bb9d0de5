// Which features cannot join a selection: the wizard's 'Conflict' badge. Pure, shared with tests.
import { EXCLUSIVE_GROUPS } from './rules';

/**
 * The selected features that `id` would conflict with if it were added: members of an exclusive group
 * (one framework, one primary database, one ORM) already in the selection. Empty when `id` can be added.
 * Pass `ignoreCodes` to skip groups the caller resolves itself (the wizard replaces frameworks).
 */
export function conflictingWith(id: string, selected: Iterable<string>, ignoreCodes: readonly string[] = []): string[] {
  const current = new Set(selected);
  if (current.has(id)) return [];
  const out: string[] = [];
  for (const group of EXCLUSIVE_GROUPS) {
    if (ignoreCodes.includes(group.code) || !group.members.includes(id)) continue;
    for (const member of group.members) if (member !== id && current.has(member) && !out.includes(member)) out.push(member);
  }
  return out;
}
