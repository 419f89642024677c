import { LANGUAGES, type TLanguage } from '@frs/contract';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { changeLanguage, LANGUAGE_NAMES } from '../lib/i18n';

interface TLanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  language: TLanguage;
  onClose: () => void;
}

/** The list of languages under the language switch: a chunk of its own, loaded when the switch is first used. */
export default function LanguageMenu({ id, anchor, language, onClose }: TLanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          lang={option}
          data-testid={`language-${option}`}
          selected={option === language}
          onClick={() => {
            onClose();
            void changeLanguage(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
