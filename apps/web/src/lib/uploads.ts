import {
  fileRuleMegabytes,
  fileRuleViolation,
  ruleMessage,
  UPLOAD_FIELD,
  UPLOAD_ENDPOINTS,
  UPLOAD_RULES,
  type TUpload,
  type TUploadKind,
} from '@frs/contract';
import { callApi } from './api-client';

/** Sends one image as multipart/form-data to the uploads endpoint of its kind. */
export function uploadFile(kind: TUploadKind, file: File): Promise<TUpload> {
  const formData = new FormData();
  formData.append(UPLOAD_FIELD, file);
  return callApi(UPLOAD_ENDPOINTS.upload, { params: { kind }, formData });
}

/**
 * Why a chosen file cannot be uploaded, checked here before it is sent (the server checks again, by its bytes), as a
 * field-message code with its limit ("fileTooLarge:2"), or null when it may go.
 */
export function fileProblem(kind: TUploadKind, file: File): string | null {
  const rule = UPLOAD_RULES[kind];
  const violation = fileRuleViolation(file, rule);
  if (!violation) return null;
  return ruleMessage(violation, violation === 'fileTooLarge' ? fileRuleMegabytes(rule) : undefined).message;
}

/** The "PNG, JPEG, WEBP" of a kind's rule, for hints. */
export function acceptedTypes(kind: TUploadKind): string {
  return UPLOAD_RULES[kind].types.map((type) => type.replace('image/', '').toUpperCase()).join(', ');
}
