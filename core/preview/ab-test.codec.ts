import * as t from 'io-ts';
import type { AbAssignment, AbTest } from './preview-state';

/** The gettestsat answer (spec 7.3): list[{ name, groups[{ name }] }]. */
export const AbTestListCodec = t.readonlyArray(t.type({ name: t.string, groups: t.readonlyArray(t.type({ name: t.string })) }));

/** The tests of a decoded list; nameless tests and groups are dropped, since they cannot be chosen. */
export const toAbTests = (list: t.TypeOf<typeof AbTestListCodec>): AbTest[] =>
  list
    .filter((test) => test.name.trim() !== '')
    .map((test) => ({ name: test.name, groups: test.groups.map((group) => group.name).filter((name) => name.trim() !== '') }));

/** The getassignment answer of the emulator (spec 7.3 leaves it open; README documents it). */
export const AbAssignmentsCodec = t.type({
  assignments: t.readonlyArray(
    t.type({
      testName: t.string,
      groupName: t.string,
      source: t.keyof({ STABLE: null, PREVIEW: null }),
    }),
  ),
});

/** The assignments of a decoded answer. */
export const toAbAssignments = (answer: t.TypeOf<typeof AbAssignmentsCodec>): AbAssignment[] => [...answer.assignments];
