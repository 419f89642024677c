import { RouteTitlePage } from '../../components/route-title-page';

/** The screen of this route so far shows its title; the feature's own issue replaces it. */
export default function ResetVerificationPage() {
  return <RouteTitlePage routeKey="resetVerification" />;
}
