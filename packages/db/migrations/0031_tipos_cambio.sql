CREATE TABLE "tipos_cambio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moneda" text DEFAULT 'USD' NOT NULL,
	"fecha" date NOT NULL,
	"compra" numeric(10, 3) NOT NULL,
	"venta" numeric(10, 3) NOT NULL,
	"registrado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comprobantes" ADD COLUMN "entorno_envio" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "modo_pruebas_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "modo_pruebas_por" uuid;--> statement-breakpoint
ALTER TABLE "tipos_cambio" ADD CONSTRAINT "tipos_cambio_registrado_por_usuarios_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_cambio_moneda_fecha_uq" ON "tipos_cambio" USING btree ("moneda","fecha");--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_modo_pruebas_por_usuarios_id_fk" FOREIGN KEY ("modo_pruebas_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;