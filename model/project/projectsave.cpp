// Saving: build the image, check that it reads back, replace the target atomically.

#include "atomicfile.h"
#include "projectfile.h"
#include "projecttr.h"

namespace ssd {

ProjectStatus ProjectFile::save(const QString &path, const ProjectData &data, const SaveOptions &options)
{
    ProjectResult<QByteArray> image = serialize(data, options);
    if (!image)
        return ProjectError{image.error().code, path, image.error().reason};
    if (options.verify) {
        // Schema equality is the part that matters most and that a bug would break; sample
        // values are compared by count because NaN never equals itself.
        const ProjectResult<LoadedProject> back = loadBytes(image.value(), path);
        QString problem;
        if (!back)
            problem = back.error().reason;
        else if (!(back->data.schema == data.schema))
            problem = ProjectTr::tr("the schema does not read back the same");
        else if (back->data.positions != data.positions)
            problem = ProjectTr::tr("the diagram positions do not read back the same");
        else if (back->data.sampleData.rows.size() != data.sampleData.rows.size())
            problem = ProjectTr::tr("the sample rows do not read back the same");
        if (!problem.isEmpty())
            return ProjectError{ProjectError::Code::WriteFailed, path,
                                ProjectTr::tr("cannot save: the new file would not load correctly (%1); this is a bug, "
                                              "the previous file is intact")
                                    .arg(problem)};
    }
    AtomicWriteOptions writeOptions;
    writeOptions.durable = options.durable;
    return writeFileAtomically(path, image.value(), writeOptions);
}

} // namespace ssd
