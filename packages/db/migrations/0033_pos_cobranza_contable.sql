ALTER TABLE "pos_pagos" ADD COLUMN "operacion_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_pagos" ADD CONSTRAINT "pos_pagos_operacion_id_operaciones_id_fk" FOREIGN KEY ("operacion_id") REFERENCES "public"."operaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_pagos_cobro_idx" ON "pos_pagos" USING btree ("cobro_id");