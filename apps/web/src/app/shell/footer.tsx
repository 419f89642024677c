import { APP_NAME, APP_VERSION, type TSocialNetwork } from '@frs/contract';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { companyAddress, DEFAULT_COMPANY_SETTINGS, socialLinks } from '../../lib/company-settings';
import { currentLanguage } from '../../lib/i18n';
import { companySettingsQuery } from '../../lib/queries';
import { visuallyHidden } from '../../components/visually-hidden';

const SOCIAL_NETWORKS: Record<TSocialNetwork, { name: string; icon: typeof SvgIcon }> = {
  facebook: { name: 'Facebook', icon: FacebookIcon },
  instagram: { name: 'Instagram', icon: InstagramIcon },
  linkedin: { name: 'LinkedIn', icon: LinkedInIcon },
  telegram: { name: 'Telegram', icon: TelegramIcon },
  whatsapp: { name: 'WhatsApp', icon: WhatsAppIcon },
};

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      {icon}
      <Box component="span" sx={visuallyHidden}>
        {label}:
      </Box>
      {children}
    </Box>
  );
}

/** Company contacts from the settings (defaults when they cannot be loaded), social links, name and version. */
export function Footer() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const settingsQuery = useQuery(companySettingsQuery());
  // Spec section 2: the footer belongs to a stored session only.
  if (state.status !== 'authenticated') return null;

  const settings = settingsQuery.data ?? (settingsQuery.isError ? DEFAULT_COMPANY_SETTINGS : null);
  const links = settings ? socialLinks(settings) : [];

  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 2, sm: 3 },
        py: 2,
        fontSize: '0.875rem',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        {settings && (
          <Box
            component="ul"
            aria-label={t('footer.contacts')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: { xs: 1, sm: 3 },
              minWidth: 0,
            }}
          >
            <ContactItem icon={<PhoneIcon fontSize="small" aria-hidden="true" />} label={t('footer.phone')}>
              <Link href={`tel:${settings.compTelephone.replace(/[^\d+]/g, '')}`} data-testid="footer-phone">
                {settings.compTelephone}
              </Link>
            </ContactItem>
            <ContactItem icon={<EmailIcon fontSize="small" aria-hidden="true" />} label={t('footer.email')}>
              <Link href={`mailto:${settings.compEmail}`} data-testid="footer-email">
                {settings.compEmail}
              </Link>
            </ContactItem>
            <ContactItem icon={<PlaceIcon fontSize="small" aria-hidden="true" />} label={t('footer.address')}>
              <span data-testid="footer-address">{companyAddress(settings, currentLanguage())}</span>
            </ContactItem>
          </Box>
        )}
        {links.length > 0 && (
          <Box
            component="ul"
            aria-label={t('footer.socialLinks')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5 }}
          >
            {links.map(({ network, url }) => {
              const { name, icon: Icon } = SOCIAL_NETWORKS[network];
              return (
                <li key={network}>
                  <IconButton
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.opensInNewTab', { name })}
                    data-testid={`footer-social-${network}`}
                    sx={{ color: 'primary.dark' }}
                  >
                    <Icon />
                  </IconButton>
                </li>
              );
            })}
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {APP_NAME} · <span data-testid="footer-version">{t('footer.version', { version: APP_VERSION })}</span>
      </Typography>
    </Box>
  );
}
