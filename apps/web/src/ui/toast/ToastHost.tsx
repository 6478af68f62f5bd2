import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { attachToastSink } from './toast-service';

/** The one PrimeReact Toast of the app; mount it once near the root. */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => attachToastSink((message) => ref.current?.show(message)), []);
  return <Toast ref={ref} position="top-right" />;
}
