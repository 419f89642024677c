import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type TFormTextFieldProps } from './form-text-field';

/** A password input with a show/hide button (for new passwords: `autoComplete="new-password"`). */
export function FormPasswordField<TValues extends FieldValues, TTransformed = TValues>(
  props: Omit<TFormTextFieldProps<TValues, TTransformed>, 'type'>,
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('password.hide') : t('password.show')}
                onClick={() => {
                  setShown((value) => !value);
                }}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
