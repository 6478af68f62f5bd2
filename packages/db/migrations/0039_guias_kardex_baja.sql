ALTER TABLE "guias" ADD COLUMN "baja_motivo" text;--> statement-breakpoint
ALTER TABLE "guias" ADD COLUMN "baja_fecha" text;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD COLUMN "guia_id" uuid;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_guia_id_guias_id_fk" FOREIGN KEY ("guia_id") REFERENCES "public"."guias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_guia_uq" ON "movimientos_inventario" USING btree ("guia_id","linea") WHERE "movimientos_inventario"."guia_id" IS NOT NULL;