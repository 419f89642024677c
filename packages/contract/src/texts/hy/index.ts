import type { TTexts } from '../catalogue';
import { approvalsHy } from './approvals';
import { commonHy } from './common';
import { datesHy } from './dates';
import { documentsHy } from './documents';
import { errorsHy, usagePlacesHy } from './errors';
import { exportValuesHy } from './export-values';
import { exportsHy } from './exports';
import { fieldErrorsHy } from './fields';
import { screenWordsHy } from './screen-words';
import { mailHy } from './mail';

export const hy: TTexts = {
  common: commonHy,
  approvals: approvalsHy,
  dates: datesHy,
  errors: errorsHy,
  fieldErrors: fieldErrorsHy,
  usagePlaces: usagePlacesHy,
  mail: mailHy,
  documents: documentsHy,
  exports: exportsHy,
  exportValues: exportValuesHy,
  screenWords: screenWordsHy,
};
