/** Texts every area shares: how an amount in drams reads. */
export const commonEn = {
  amd: '{{amount}} AMD',
};
