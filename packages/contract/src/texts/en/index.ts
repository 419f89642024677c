import { approvalsEn } from './approvals';
import { commonEn } from './common';
import { datesEn } from './dates';
import { documentsEn } from './documents';
import { errorsEn, usagePlacesEn } from './errors';
import { exportValuesEn } from './export-values';
import { exportsEn } from './exports';
import { fieldErrorsEn } from './fields';
import { screenWordsEn } from './screen-words';
import { mailEn } from './mail';

/**
 * The English catalogue: the reference the other languages are typed against (`TTexts`), so a key missing in one
 * language fails type-checking, and `texts.test.ts` fails on it too.
 */
export const en = {
  common: commonEn,
  approvals: approvalsEn,
  dates: datesEn,
  errors: errorsEn,
  fieldErrors: fieldErrorsEn,
  usagePlaces: usagePlacesEn,
  mail: mailEn,
  documents: documentsEn,
  exports: exportsEn,
  exportValues: exportValuesEn,
  screenWords: screenWordsEn,
};
