#include <stdio.h>
#include <string.h>

/* guess a file format from the first four bytes (read big-endian) */
#define MAGIC_PNG   0x89504E47
#define MAGIC_ELF   0x7F454C46
#define MAGIC_PDF   0x25504446
#define MAGIC_ZIP   0x504B0304
#define MAGIC_GIF   0x47494638
#define MAGIC_JPEG  0xFFD8FFE0
#define MAGIC_CLASS 0xCAFEBABE
#define MAGIC_MACHO 0xFEEDFACE
#define MAGIC_BZ2   0x425A6839
#define MAGIC_XZ    0xFD377A58

static unsigned read_be32(const unsigned char *p)
{
    return (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3];
}

static inline const char *sniff(const unsigned char *head)
{
    switch (read_be32(head)) {
    case MAGIC_PNG:   return "png image";
    case MAGIC_ELF:   return "elf binary";
    case MAGIC_PDF:   return "pdf document";
    case MAGIC_ZIP:   return "zip archive";
    case MAGIC_GIF:   return "gif image";
    case MAGIC_JPEG:  return "jpeg image";
    case MAGIC_CLASS: return "java class";
    case MAGIC_MACHO: return "mach-o binary";
    case MAGIC_BZ2:   return "bzip2 stream";
    case MAGIC_XZ:    return "xz stream";
    default:          return "unknown";
    }
}

int main(void)
{
    static const unsigned char samples[][4] = {
        { 0x89, 'P', 'N', 'G' }, { 0x7f, 'E', 'L', 'F' }, { '%', 'P', 'D', 'F' },
        { 'P', 'K', 3, 4 }, { 'G', 'I', 'F', '8' }, { 0xff, 0xd8, 0xff, 0xe0 },
        { 0xca, 0xfe, 0xba, 0xbe }, { 0xfe, 0xed, 0xfa, 0xce }, { 'B', 'Z', 'h', '9' },
        { 0xfd, '7', 'z', 'X' }, { 'h', 'i', '!', '\n' },
    };
    size_t i, known = 0;

    for (i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        const char *kind = sniff(samples[i]);
        printf("%08x  %s\n", read_be32(samples[i]), kind);
        if (strcmp(kind, "unknown") != 0)
            known++;
    }
    printf("%zu of %zu recognised\n", known, i);
    return 0;
}
