import type { Reverters } from '../../activity-log/reverter';

// What Activity cannot put back in the organisation (issue 43), said on each entry: a pull copies
// the source's companies, markets or betshops over the back-office's, and its entry records how
// many, not what each was; the source is what they are put right in, and the next pull brings it.

const PULLED =
  'A pull copies what the source holds: its entry records how many rows it wrote, not what each was. Put it right in the source and pull again.';

export const organisationRevert: Reverters = {
  CompaniesFromSource: { cannotUndo: PULLED },
  MarketsFromSource: { cannotUndo: PULLED },
  BetshopsFromSource: { cannotUndo: PULLED },
};
