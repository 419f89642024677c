import type { CodeSplittingGroup } from 'rolldown';

/**
 * MUI's form-control pieces: FormControl with its context, the input base, the labels and helper texts a text field
 * shows, and the textarea a multiline field grows in.
 */
const FORM_CONTROL_MODULES =
  /node_modules\/@mui\/(material\/(FormControl|FormLabel|FormHelperText|InputLabel|InputBase|TextareaAutosize)\/|(material\/)?utils\/isMuiElement)/;

/**
 * MUI's form-control pieces in one chunk. Almost every screen with a field loads all of them, but left to itself the
 * bundler cuts them by which screens and dialogs use which, so a single dialog that uses a part (a radio group needs
 * the form context, not the input) splits them into three to five files that every screen then downloads, each
 * compressed alone. Measured when the flight page's DataGrid (which used them all) went: without the group 29
 * screens grew 0.2–1.8 KB gzip; with it they are 0.1–0.8 KB smaller than before, and /confirm, whose pager needs
 * only the input base, 2.8 KB larger.
 */
export function formControlChunkGroup(): CodeSplittingGroup {
  return { name: 'form-control', test: FORM_CONTROL_MODULES };
}
