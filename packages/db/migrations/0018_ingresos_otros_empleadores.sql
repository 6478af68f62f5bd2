CREATE TABLE "ingresos_otros_empleadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"periodo" text NOT NULL,
	"ruc" text NOT NULL,
	"razon_social" text DEFAULT '' NOT NULL,
	"ingresos" numeric(14, 2) DEFAULT '0' NOT NULL,
	"retenciones" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingresos_otros_empleadores" ADD CONSTRAINT "ingresos_otros_empleadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingresos_otros_empleadores" ADD CONSTRAINT "ingresos_otros_empleadores_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingresos_otros_empleadores_trabajador_idx" ON "ingresos_otros_empleadores" USING btree ("trabajador_id","periodo");