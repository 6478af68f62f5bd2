import { Button } from 'primereact/button';
import { HallazgosPle } from '../../ple/components/HallazgosPle';
import { useGenerarPle } from '../../ple/hooks/use-generar-ple';

interface DescargaPleComprasProps {
  /** AAAAMM of the register shown. */
  periodo: string;
}

/** The registro de compras' PLE 8.1 TXT of the period shown, beside it, with what the checker found. */
export function DescargaPleCompras({ periodo }: DescargaPleComprasProps) {
  const { generar, generando, resultado } = useGenerarPle();
  return (
    <>
      <Button
        type="button"
        label="PLE 8.1 (TXT)"
        icon="pi pi-file-export"
        outlined
        loading={generando !== null}
        disabled={!/^\d{6}$/.test(periodo)}
        onClick={() => void generar('080100', periodo)}
      />
      {resultado && <HallazgosPle resultado={resultado} />}
    </>
  );
}
