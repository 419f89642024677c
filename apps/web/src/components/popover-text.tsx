import { POPOVER_TRUNCATE_LENGTH } from '@frs/contract';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

interface TPopoverTextProps {
  text: string;
  /** Characters shown before the ellipsis. */
  maxLength?: number;
}

/** Cuts by code points so that an emoji or other astral character is never split in half. */
export function truncateText(text: string, maxLength: number): string {
  const characters = Array.from(text);
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength).join('')}…`;
}

/**
 * Long text cut to `maxLength` characters; the full text appears in a tooltip on hover and on keyboard focus
 * (the element is focusable for that reason), and closes on Escape or blur.
 */
export function PopoverText({ text, maxLength = POPOVER_TRUNCATE_LENGTH }: TPopoverTextProps) {
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
  };
  const shown = truncateText(text, maxLength);
  if (shown === text) return <span>{text}</span>;
  return (
    <Tooltip title={text} open={open} onOpen={show} onClose={hide} describeChild>
      <Box
        component="span"
        tabIndex={0}
        data-testid="popover-text"
        onFocus={show}
        onBlur={hide}
        sx={{ cursor: 'help', textDecoration: 'underline dotted', textUnderlineOffset: '3px' }}
      >
        {shown}
      </Box>
    </Tooltip>
  );
}
