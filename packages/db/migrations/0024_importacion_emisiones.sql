CREATE TABLE "importacion_emisiones" (
	"importacion_id" uuid NOT NULL,
	"fila" integer NOT NULL,
	"comprobante_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacion_emisiones_importacion_id_fila_pk" PRIMARY KEY("importacion_id","fila")
);
--> statement-breakpoint
ALTER TABLE "importacion_emisiones" ADD CONSTRAINT "importacion_emisiones_importacion_id_importaciones_id_fk" FOREIGN KEY ("importacion_id") REFERENCES "public"."importaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacion_emisiones" ADD CONSTRAINT "importacion_emisiones_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;