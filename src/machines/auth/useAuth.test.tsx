import { renderHook } from '@testing-library/react';
import { useAuth } from '.';

it('useAuth fora do AuthProvider diz, em português, que precisa estar dentro dele', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useAuth())).toThrow(
    'useAuth deve ser usado dentro do AuthProvider.',
  );
});
