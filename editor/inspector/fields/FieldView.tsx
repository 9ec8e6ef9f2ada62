import { memo } from 'react';
import type { FieldProps } from './field-props';
import { BlocksNote } from './BlocksNote';
import { BooleanField } from './BooleanField';
import { ChoicesField } from './ChoicesField';
import { ColorField } from './ColorField';
import { EnumField } from './EnumField';
import { FixedField } from './FixedField';
import { ImageField } from './ImageField';
import { JsonField } from './JsonField';
import { ListField } from './ListField';
import { NumberField } from './NumberField';
import { ObjectField } from './ObjectField';
import { ResponsiveField } from './ResponsiveField';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';
import { UnionField } from './UnionField';
import { VariantsField } from './VariantsField';

/**
 * The widget of one field, by its model's kind. Memoized: an edit copies only the path to what it changed, so every
 * other field keeps its value's identity and is not rendered again while the editor types.
 */
export const FieldView = memo(function FieldView(props: FieldProps) {
  const { model } = props;
  switch (model.kind) {
    case 'text':
      return <TextField {...props} model={model} />;
    case 'richtext':
      return <RichTextField {...props} />;
    case 'color':
      return <ColorField {...props} />;
    case 'number':
      return <NumberField {...props} model={model} />;
    case 'boolean':
      return <BooleanField {...props} model={model} />;
    case 'enum':
      return <EnumField {...props} model={model} />;
    case 'choices':
      return <ChoicesField {...props} model={model} />;
    case 'image':
      return <ImageField {...props} model={model} />;
    case 'responsive':
      return <ResponsiveField {...props} model={model} />;
    case 'object':
      return <ObjectField {...props} model={model} />;
    case 'list':
      return <ListField {...props} model={model} />;
    case 'variants':
      return <VariantsField {...props} model={model} />;
    case 'union':
      return <UnionField {...props} model={model} />;
    case 'blocks':
      return <BlocksNote {...props} />;
    case 'fixed':
      return <FixedField {...props} model={model} />;
    case 'json':
      return <JsonField {...props} />;
  }
});
