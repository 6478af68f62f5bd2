CREATE TABLE "movimientos_inventario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"producto_id" uuid NOT NULL,
	"fecha" text NOT NULL,
	"periodo" text NOT NULL,
	"tipo_operacion" text NOT NULL,
	"tipo_comprobante" text DEFAULT '00' NOT NULL,
	"serie" text DEFAULT '0' NOT NULL,
	"numero" text DEFAULT '0' NOT NULL,
	"entrada" numeric(20, 8) DEFAULT '0' NOT NULL,
	"salida" numeric(20, 8) DEFAULT '0' NOT NULL,
	"costo_unitario" numeric(20, 8),
	"origen" text NOT NULL,
	"operacion_id" uuid,
	"comprobante_id" uuid,
	"linea" integer,
	"glosa" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_operacion_id_operaciones_id_fk" FOREIGN KEY ("operacion_id") REFERENCES "public"."operaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_inventario" ADD CONSTRAINT "movimientos_inventario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_inventario_producto_idx" ON "movimientos_inventario" USING btree ("empresa_id","producto_id","fecha");--> statement-breakpoint
CREATE INDEX "movimientos_inventario_periodo_idx" ON "movimientos_inventario" USING btree ("empresa_id","periodo");--> statement-breakpoint
CREATE INDEX "movimientos_inventario_operacion_idx" ON "movimientos_inventario" USING btree ("operacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_comprobante_uq" ON "movimientos_inventario" USING btree ("comprobante_id","linea") WHERE "movimientos_inventario"."comprobante_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_inventario_saldo_inicial_uq" ON "movimientos_inventario" USING btree ("empresa_id","producto_id","periodo") WHERE "movimientos_inventario"."origen" = 'saldo_inicial' AND "movimientos_inventario"."deleted_at" IS NULL;