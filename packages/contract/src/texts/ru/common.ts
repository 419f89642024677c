/** Texts every area shares: how an amount in drams reads. */
export const commonRu = {
  amd: '{{amount}} AMD',
};
