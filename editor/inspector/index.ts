// The inspector: a block's form generated from its zod schema, its validation, and the same form for whole documents.
export { InspectorPanel, type InspectorPanelProps } from './InspectorPanel';
export { SchemaForm, type SchemaFormChange, type SchemaFormProps } from './SchemaForm';
export { blockIssues, describeIssue, documentIssues, schemaIssues, validateBlock, type DocumentIssue, type FieldIssue } from './validation';
export { documentForm, type DocumentForm } from './document-forms';
export { fieldsOf, modelOf, type FieldEntry, type FieldKind, type FieldModel } from './field-model';
export { sanitizeRichText } from './sanitize-rich-text';
