/** The brand's colour of a document whose ticket settings name none (a module of its own: the PDF workers load it). */
export const DEFAULT_COLOUR = '#33A8AE';
