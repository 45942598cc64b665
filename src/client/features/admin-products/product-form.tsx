import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { AdminProduct } from '../../../shared/api';
import { PRODUCT_FIELD_ORDER, PRODUCT_MESSAGES, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, productSchema, type ProductInput } from '../../../shared/schemas/products';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { useSaveProduct } from './use-products';

type FieldName = keyof ProductInput;

const EMPTY: ProductInput = {
  name: '', description: '', price: '', stock_quantity: '', image_url: '', digital_file_url: '', product_type: 'physical', is_active: true,
};

/** The stored product as the form shows it: dollars with cents, empty text for missing addresses. */
const formValuesOf = (product: AdminProduct): ProductInput => ({
  name: product.name,
  description: product.description,
  price: (product.price_cents / 100).toFixed(2),
  stock_quantity: String(product.stock_quantity),
  image_url: product.image_url ?? '',
  digital_file_url: product.digital_file_url ?? '',
  product_type: product.product_type,
  is_active: product.is_active,
});

const firstErrorIn = (errors: FieldErrors<ProductInput>) => PRODUCT_FIELD_ORDER.find((name) => errors[name]);

/**
 * Adds a product, or edits the one given, on both admin screens. The shared schema checks it; only
 * the first problem is shown, as a 'Validation Error' notice and beside its field.
 */
export function ProductForm({ product, onSaved, onCancel }: { product?: AdminProduct | undefined; onSaved: () => void; onCancel: () => void }) {
  const { i18n } = useLingui();
  const save = useSaveProduct();
  const { register, handleSubmit, control, setFocus, formState } = useForm<ProductInput, unknown, ProductInput>({
    // raw: the API takes what was typed (dollars, not cents) and checks it again with the same schema.
    resolver: zodResolver(productSchema, undefined, { raw: true }),
    defaultValues: product ? formValuesOf(product) : EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const type = useWatch({ control, name: 'product_type' });
  const firstError = firstErrorIn(formState.errors);
  const errorFor = (name: FieldName) => (name === firstError ? formState.errors[name]?.message : undefined);

  const onInvalid = (errors: FieldErrors<ProductInput>) => {
    const first = firstErrorIn(errors);
    if (!first) return;
    const message = errors[first]?.message;
    toast.error(i18n._(PRODUCT_MESSAGES.validationTitle), { description: message && translateKnown(i18n, message) });
    setFocus(first);
  };

  const onValid = async (input: ProductInput) => {
    try {
      await save.mutateAsync({ id: product?.id, input });
      toast.success(i18n._(product ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created));
      onSaved();
    } catch (err) {
      toast.error(i18n._(product ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.createFailed), { description: err instanceof Error ? translateKnown(i18n, err.message) : undefined });
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-4" aria-label={product ? i18n._('Edit product') : i18n._('Add product')}>
      <Field label={i18n._('Name')} error={errorFor('name')}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label={i18n._('Description')} optional error={errorFor('description')}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={i18n._('Product type')} error={errorFor('product_type')}>
          <Select {...register('product_type')}>
            {PRODUCT_TYPES.map((t) => (
              <option key={t} value={t}>{i18n._(PRODUCT_TYPE_LABELS[t])}</option>
            ))}
          </Select>
        </Field>
        <Field label={i18n._('Price (USD)')} error={errorFor('price')}>
          <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="0.00" {...register('price')} />
        </Field>
      </div>
      {type === 'digital' ? (
        <Field label={i18n._('Digital file URL')} optional hint={i18n._('Where buyers will download the file. Digital products have no stock limit.')} error={errorFor('digital_file_url')}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('digital_file_url')} />
        </Field>
      ) : (
        <Field label={i18n._('Stock')} hint={i18n._('Units on hand. At 0 the store shows the product as out of stock.')} error={errorFor('stock_quantity')}>
          <Input type="number" inputMode="numeric" step="1" min="0" {...register('stock_quantity')} />
        </Field>
      )}
      <Field label={i18n._('Image URL')} optional error={errorFor('image_url')}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('image_url')} />
      </Field>
      <div className="flex items-start gap-3">
        <input id="product-active" type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand-800" aria-describedby="product-active-hint" {...register('is_active')} />
        <div>
          <label htmlFor="product-active" className="text-sm font-medium text-slate-800">{i18n._('Active')}</label>
          <p id="product-active-hint" className="text-xs text-slate-600">{i18n._('Only active products are shown in the store.')}</p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>{i18n._('Cancel')}</Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? i18n._('Saving...') : product ? i18n._('Save Changes') : i18n._('Add Product')}
        </Button>
      </div>
    </form>
  );
}
