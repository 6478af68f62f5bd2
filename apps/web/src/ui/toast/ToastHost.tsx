import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { attachToastSink } from './toast-service';

/** Below the app's top bar (PrimeReact positions the toast with an inline `top: 20px`). */
const BELOW_TOP_BAR = { top: '4.75rem' } as const;

/** The one PrimeReact Toast of the app; mount it once near the root. */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => attachToastSink((message) => ref.current?.show(message)), []);
  return <Toast ref={ref} position="top-right" style={BELOW_TOP_BAR} />;
}
