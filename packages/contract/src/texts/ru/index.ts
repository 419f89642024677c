import type { TTexts } from '../catalogue';
import { approvalsRu } from './approvals';
import { commonRu } from './common';
import { datesRu } from './dates';
import { documentsRu } from './documents';
import { errorsRu, usagePlacesRu } from './errors';
import { exportValuesRu } from './export-values';
import { exportsRu } from './exports';
import { fieldErrorsRu } from './fields';
import { screenWordsRu } from './screen-words';
import { mailRu } from './mail';

export const ru: TTexts = {
  common: commonRu,
  approvals: approvalsRu,
  dates: datesRu,
  errors: errorsRu,
  fieldErrors: fieldErrorsRu,
  usagePlaces: usagePlacesRu,
  mail: mailRu,
  documents: documentsRu,
  exports: exportsRu,
  exportValues: exportValuesRu,
  screenWords: screenWordsRu,
};
