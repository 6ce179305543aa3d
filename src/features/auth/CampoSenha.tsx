// The password field with a show/hide button (long passwords are easier to get right when seen).
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { CampoLogin, type CampoLoginProps } from './CampoLogin';

export function CampoSenha(props: Omit<CampoLoginProps, 'type' | 'endAdornment'>) {
  const [visivel, setVisivel] = useState(false);
  return (
    <CampoLogin
      {...props}
      type={visivel ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visivel ? 'Ocultar senha' : 'Mostrar senha'}
            onClick={() => {
              setVisivel((v) => !v);
            }}
            edge="end"
            disabled={props.disabled}
          >
            {visivel ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
