/**
 * The package order page's click-opened dialogs, loaded together on the first click (React.lazy in
 * package-order-page.tsx). One chunk, not three: the refund and split dialogs share the traveller choice and its MUI
 * checkboxes, and with a chunk each the bundler splits MUI's shared form modules into more, smaller chunks that the
 * flight and hotel screens then load too (+0.2 KB on /checkout).
 */
export { PackageEditDialog } from './package-edit-dialog';
export { PackageRefundDialog } from './package-refund-dialog';
export { PackageSplitDialog } from './package-split-dialog';
